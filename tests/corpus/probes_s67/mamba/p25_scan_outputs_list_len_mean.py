"""Scan outputs kept in a python list: the last state taken by `hs[-1]`, the mean over steps by
`F.add_n(*hs) / len(hs)` -- `len()` and subscripts of a python list, not of a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class ListScan(HybridBlock):
    def __init__(self, d_inner=4, seq_len=5, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.dt_proj = nn.Dense(d_inner, flatten=False, activation="softrelu")

    def hybrid_forward(self, F, x):
        decay = F.exp(-self.dt_proj(x))
        h, hs = None, []
        for t in range(self.seq_len):
            a_t = F.slice_axis(decay, axis=1, begin=t, end=t + 1).reshape((0, -1))
            x_t = F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1))
            h = x_t if h is None else a_t * h + (1 - a_t) * x_t
            hs.append(h)
        return hs[-1], F.add_n(*hs) / len(hs)


Net = ListScan
