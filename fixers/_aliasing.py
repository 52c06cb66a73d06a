"""Which eager NDArray results share memory with the array they came from: a write in place
through such a result (``y += 1``, ``y[:] = 0``, ``out=y``) changes that array too, which the
graph's fresh result does not -- the fact fixers that turn an in-place write into a rebinding
must respect."""

# Fluent NDArray methods whose result shares the receiver's memory in eager MXNet 1.9.1 (writing
# `y[:] = -1` into `y = x.<method>(...)` shows in `x`; tests/fixtures/mxnet/view_methods.json,
# made by bench/mxnet_view_method_fixtures.py, and tests/fixers/test_view_methods.py): `reshape`,
# `detach`, `as_in_context(<its own context>)`. `x.astype(<its own dtype>, copy=False)` shares
# too (a keyword the caller checks), and so does a basic index whose region is one contiguous run
# (`x[1]`, `x[0:2]`; tests/fixtures/mxnet/index_views.json). `expand_dims`, `squeeze`, `flatten`,
# `.T`, `reshape_like`, `copy`, `astype` (default) and every `nd.*` function copy.
VIEW_METHODS = frozenset({"reshape", "detach", "as_in_context"})
