"""An affine sampling grid at the size of a tensor in scope, without a python size.

``F.GridGenerator(theta, transform_type='affine', target_shape=(x.shape[2], x.shape[3]))`` needs
the sizes as python integers, which a traced ``x`` does not have.  MXNet 1.9.1's affine grid is
``theta.reshape((N, 2, 3))`` times the homogeneous target coordinates ``(x_n, y_n, 1)``, where
``x_n = -1 + 2 * j / (W - 1)`` and ``y_n = -1 + 2 * i / (H - 1)``; its ``'warp'`` grid of a zero
flow is exactly ``(x_n, y_n)`` and takes its size from the flow, which ``zeros_like`` of ``x``'s
first sample and channel gives.  The product is written with broadcasts over a batch of one
coordinate grid, so the output keeps ``theta``'s batch whatever ``x``'s is (as the original,
which reads only ``x``'s height and width)."""
from __future__ import annotations


def affine_grid_like(f: str, theta: str, like: str) -> str:
    """The text of the (N, 2, H, W) affine grid of ``theta`` (N, 6) at ``like``'s axes 2 and 3
    (``like`` of rank 4), ``f`` the F namespace."""
    zero = (f"{f}.zeros_like({f}.slice_axis({f}.slice_axis({like}, axis=0, begin=0, end=1), "
            f"axis=1, begin=0, end=1))")
    ident = f"{f}.GridGenerator({f}.concat({zero}, {zero}, dim=1), transform_type='warp')"
    coords = (f"{f}.concat({f}.reshape({ident}, shape=(0, 2, -1)), "
              f"{f}.ones_like({f}.reshape({zero}, shape=(0, 1, -1))), dim=1)")
    product = (f"{f}.sum({f}.broadcast_mul({f}.reshape({theta}, shape=(0, 2, 3, 1)), "
               f"{f}.expand_dims({coords}, axis=1)), axis=2)")
    # (the height and width from ``like`` itself: a GridGenerator read only for its shape gets no
    # output to write in MXNet 1.9.1's executor, which its kernel refuses)
    return f"{f}.reshape_like({product}, {like}, lhs_begin=2, lhs_end=None, rhs_begin=2, rhs_end=None)"
