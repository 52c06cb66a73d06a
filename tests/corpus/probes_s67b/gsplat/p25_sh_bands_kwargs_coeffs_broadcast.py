"""Gaussian splatting SH colour in a module helper taking the direction columns and bands by keyword,
`sh_colour(F, dirs, **bands)` with `bands` a dict built by `dict(zip(names, F.split(...)))`; every product a
`broadcast_mul` of an (N, 1) column and an (N, 3) band, C0/C1 module constants, `F.relu(... + 0.5)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 3), (5, 12)]

C0 = 0.28209479177387814
C1 = 0.4886025119029199
NAMES = ("dc", "y", "z", "x")


def sh_colour(F, dirs, **bands):
    x, y, z = F.split(F.L2Normalization(dirs, mode="instance"), num_outputs=3, axis=1)
    out = C0 * bands["dc"]
    for col, sign, name in ((y, -1.0, "y"), (z, 1.0, "z"), (x, -1.0, "x")):
        out = out + sign * C1 * F.broadcast_mul(col, bands[name])
    return F.relu(out + 0.5)


class KwargsSH(HybridBlock):
    def hybrid_forward(self, F, dirs, sh_flat):
        bands = dict(zip(NAMES, F.split(sh_flat, num_outputs=4, axis=1)))
        return sh_colour(F, dirs, **bands)


Net = KwargsSH
