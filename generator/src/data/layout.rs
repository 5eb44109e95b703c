//! How a data file holds its periods, so that the last one is read from
//! the data rather than written a second time in the manifest; and, for
//! the series `calcula data update` fetches, their values in and out.

use super::period::Period;
use anyhow::{bail, Context, Result};
use serde::Deserialize;
use std::path::Path;

#[derive(Debug, Clone, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Layout {
    /// CSV, one row per month: year and month columns, a value column and,
    /// for several series in one file, a column naming the series. Rows are
    /// grouped by series, in month order.
    CsvMonthly {
        #[serde(default)]
        series_column: Option<String>,
        year: String,
        month: String,
        value: String,
    },
    /// CSV, one row per year.
    CsvYearly { year: String, value: String },
    /// YAML whose `path` holds the years: a mapping keyed by year, or with
    /// `field`, a list of entries each naming its year there.
    YamlYears {
        path: String,
        #[serde(default)]
        field: Option<String>,
    },
    /// A table of one year, named in its file name (`…-2023.csv`).
    YearInName,
}

/// One series' values by period, as the file writes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeriesValues {
    /// None for a file of one series without a series column.
    pub name: Option<String>,
    /// In period order, without repeats.
    pub values: Vec<(Period, String)>,
}

fn column(header: &csv::StringRecord, name: &str) -> Result<usize> {
    header
        .iter()
        .position(|h| h == name)
        .with_context(|| format!("no column {name:?} in the header"))
}

impl Layout {
    /// Each series' last period.
    pub fn last_periods(&self, path: &Path) -> Result<Vec<(Option<String>, Period)>> {
        match self {
            Layout::CsvMonthly { .. } | Layout::CsvYearly { .. } => Ok(self
                .read_series(&std::fs::read_to_string(path)?)?
                .into_iter()
                .filter_map(|s| s.values.last().map(|(p, _)| (s.name.clone(), *p)))
                .collect()),
            Layout::YamlYears { path: key, field } => {
                let text = std::fs::read_to_string(path)?;
                let doc: serde_yaml::Value = serde_yaml::from_str(&text)?;
                let at = doc
                    .get(key.as_str())
                    .with_context(|| format!("no {key:?} at the top of the file"))?;
                let years: Vec<i64> = match (at, field) {
                    (serde_yaml::Value::Mapping(map), None) => {
                        map.keys().filter_map(serde_yaml::Value::as_i64).collect()
                    }
                    (serde_yaml::Value::Sequence(items), Some(field)) => items
                        .iter()
                        .filter_map(|item| item.get(field.as_str())?.as_i64())
                        .collect(),
                    _ => bail!("{key:?} is not a mapping by year or a list with a year field"),
                };
                let last = years.into_iter().max().context("no year in the file")?;
                Ok(vec![(None, Period::Year(i32::try_from(last)?))])
            }
            Layout::YearInName => {
                let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
                let year = name
                    .rsplit(|c: char| !c.is_ascii_digit())
                    .find(|part| part.len() == 4)
                    .with_context(|| format!("no year in the file name {name:?}"))?;
                Ok(vec![(None, Period::Year(year.parse()?))])
            }
        }
    }

    /// Whether the rows name their series (a file of several).
    pub fn names_series(&self) -> bool {
        matches!(
            self,
            Layout::CsvMonthly {
                series_column: Some(_),
                ..
            }
        )
    }

    /// Whether `calcula data update` can read and write the file.
    pub fn is_series(&self) -> bool {
        matches!(self, Layout::CsvMonthly { .. } | Layout::CsvYearly { .. })
    }

    /// The series of a CSV file, in the order they first appear.
    pub fn read_series(&self, text: &str) -> Result<Vec<SeriesValues>> {
        let mut reader = csv::ReaderBuilder::new()
            .comment(Some(b'#'))
            .from_reader(text.as_bytes());
        let header = reader.headers()?.clone();
        let mut out: Vec<SeriesValues> = Vec::new();
        let (series_col, year_col, month_col, value_col) = match self {
            Layout::CsvMonthly {
                series_column,
                year,
                month,
                value,
            } => (
                series_column
                    .as_deref()
                    .map(|c| column(&header, c))
                    .transpose()?,
                column(&header, year)?,
                Some(column(&header, month)?),
                column(&header, value)?,
            ),
            Layout::CsvYearly { year, value } => {
                (None, column(&header, year)?, None, column(&header, value)?)
            }
            _ => bail!("not a series file"),
        };
        for (line, row) in reader.records().enumerate() {
            let row = row?;
            let field = |i: usize| {
                row.get(i)
                    .with_context(|| format!("row {}: too few columns", line + 2))
            };
            let year: i32 = field(year_col)?
                .parse()
                .with_context(|| format!("row {}: bad year", line + 2))?;
            let period = match month_col {
                Some(c) => {
                    let month: u8 = field(c)?
                        .parse()
                        .with_context(|| format!("row {}: bad month", line + 2))?;
                    Period::Month(year, month)
                }
                None => Period::Year(year),
            };
            let name = series_col.map(field).transpose()?.map(str::to_string);
            let value = field(value_col)?.to_string();
            match out.iter_mut().find(|s| s.name == name) {
                Some(s) => {
                    if s.values.last().is_some_and(|(p, _)| *p >= period) {
                        bail!("row {}: {period} is out of order", line + 2);
                    }
                    s.values.push((period, value));
                }
                None => out.push(SeriesValues {
                    name,
                    values: vec![(period, value)],
                }),
            }
        }
        Ok(out)
    }

    /// The CSV text of `series`, with the columns the layout names (the
    /// inverse of `read_series` for the files this project ships).
    pub fn write_series(&self, series: &[SeriesValues]) -> Result<String> {
        let mut writer = csv::WriterBuilder::new()
            .terminator(csv::Terminator::Any(b'\n'))
            .from_writer(Vec::new());
        match self {
            Layout::CsvMonthly {
                series_column,
                year,
                month,
                value,
            } => {
                let mut header: Vec<&str> = series_column.as_deref().into_iter().collect();
                header.extend([year.as_str(), month.as_str(), value.as_str()]);
                writer.write_record(&header)?;
                for s in series {
                    for (p, v) in &s.values {
                        let Period::Month(y, m) = p else {
                            bail!("{p} is not a month");
                        };
                        let mut row: Vec<String> = series_column
                            .as_ref()
                            .map(|_| s.name.clone().unwrap_or_default())
                            .into_iter()
                            .collect();
                        row.extend([y.to_string(), m.to_string(), v.clone()]);
                        writer.write_record(&row)?;
                    }
                }
            }
            Layout::CsvYearly { year, value } => {
                writer.write_record([year, value])?;
                for s in series {
                    for (p, v) in &s.values {
                        writer.write_record([p.year().to_string(), v.clone()])?;
                    }
                }
            }
            _ => bail!("not a series file"),
        }
        Ok(String::from_utf8(writer.into_inner()?)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shipped files are written back byte for byte, so an update that
    /// adds nothing changes nothing and a diff shows only the new rows.
    #[test]
    fn shipped_series_files_round_trip() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let manifest = super::super::Manifest::load(root).unwrap().unwrap();
        let mut checked = 0;
        for file in &manifest.files {
            let (Some(layout), path) = (&file.layout, root.join(&file.file)) else {
                continue;
            };
            if !layout.is_series() || !path.is_file() {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let series = layout.read_series(&text).unwrap();
            assert_eq!(layout.write_series(&series).unwrap(), text, "{}", file.id);
            checked += 1;
        }
        assert!(checked >= 2);
    }

    #[test]
    fn last_periods_come_from_the_data() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| {
            let p = dir.path().join(name);
            std::fs::write(&p, text).unwrap();
            p
        };
        let monthly = Layout::CsvMonthly {
            series_column: Some("index".into()),
            year: "year".into(),
            month: "month".into(),
            value: "percent".into(),
        };
        let csv = write(
            "m.csv",
            "index,year,month,percent\nA,2025,11,0.1\nA,2025,12,0.2\nB,2026,1,0.3\n",
        );
        assert_eq!(
            monthly.last_periods(&csv).unwrap(),
            vec![
                (Some("A".into()), Period::Month(2025, 12)),
                (Some("B".into()), Period::Month(2026, 1))
            ]
        );
        let by_key = write("y.yaml", "years:\n  2025: {}\n  2026: {}\n");
        let keys = Layout::YamlYears {
            path: "years".into(),
            field: None,
        };
        assert_eq!(
            keys.last_periods(&by_key).unwrap(),
            vec![(None, Period::Year(2026))]
        );
        let listed = write("l.yaml", "inss:\n  - year: 2025\n  - year: 2027\n");
        let list = Layout::YamlYears {
            path: "inss".into(),
            field: Some("year".into()),
        };
        assert_eq!(
            list.last_periods(&listed).unwrap(),
            vec![(None, Period::Year(2027))]
        );
        let named = write("period-life-table-2023.csv", "age\n");
        assert_eq!(
            Layout::YearInName.last_periods(&named).unwrap(),
            vec![(None, Period::Year(2023))]
        );
    }

    #[test]
    fn rows_out_of_order_are_an_error() {
        let layout = Layout::CsvYearly {
            year: "year".into(),
            value: "cpi".into(),
        };
        assert!(layout.read_series("year,cpi\n2025,1\n2024,2\n").is_err());
    }
}
