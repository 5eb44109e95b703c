//! The expression language shared by the academic calculators: lexer,
//! parser, exact and arbitrary-precision evaluation, symbolic calculus.
