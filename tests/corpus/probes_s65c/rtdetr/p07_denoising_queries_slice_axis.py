"""RT-DETR denoising split by `F.slice_axis(axis=1)` with the configured denoising count, `end=None` for the matching queries."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6)]


class SliceAxisDenoisingSplit(HybridBlock):
    def __init__(self, dim=6, num_dn=3, **kwargs):
        super().__init__(**kwargs)
        self._num_dn = num_dn
        self.box = nn.Dense(4, flatten=False, in_units=dim)

    def hybrid_forward(self, F, queries):
        out = F.sigmoid(self.box(queries))
        dn = F.slice_axis(out, axis=1, begin=0, end=self._num_dn)
        match = F.slice_axis(out, axis=1, begin=self._num_dn, end=None)
        return dn, match


Net = SliceAxisDenoisingSplit
