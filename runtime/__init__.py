"""The bundled hybrid runtime: eager NDArray, Symbol tracing, compiled execution, Gluon."""
