"""P4 group convolution (group to group): the (C, 4, I, k, k) weight is rotated spatially and cyclically shifted along its rotation axis (`slice_axis` + `concat`) for each output rotation, folded into a (4C, 4I, k, k) bank by reshape codes, and the input keeps its (N, 4I, H, W) layout."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8, 6, 6)]


def rotate_spatial(F, w):
    return F.flip(F.swapaxes(w, dim1=3, dim2=4), axis=4)


def shift_rotations(F, w, r):
    if r == 0:
        return w
    return F.concat(F.slice_axis(w, axis=1, begin=4 - r, end=4), F.slice_axis(w, axis=1, begin=0, end=4 - r), dim=1)


class P4GroupConv(HybridBlock):
    def __init__(self, channels=3, in_channels=2, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.kernel = channels, kernel
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, 4, in_channels, kernel, kernel))

    def hybrid_forward(self, F, x, weight):
        banks, w = [], weight
        for r in range(4):
            banks.append(shift_rotations(F, w, r).reshape((0, -3, -2)))
            w = rotate_spatial(F, w)
        bank = F.concat(*banks, dim=0)
        return F.Convolution(x, bank, kernel=(self.kernel, self.kernel), pad=(1, 1),
                             num_filter=4 * self.channels, no_bias=True)


Net = P4GroupConv
