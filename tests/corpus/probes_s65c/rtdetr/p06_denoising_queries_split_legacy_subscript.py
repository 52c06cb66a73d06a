"""RT-DETR decoder output split into its denoising part and its matching part by legacy subscripts, `out[:, :self._num_dn]` and `out[:, self._num_dn:]`, with the denoising count fixed at construction."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6)]


class DenoisingSplit(HybridBlock):
    def __init__(self, dim=6, num_dn=3, **kwargs):
        super().__init__(**kwargs)
        self._num_dn = num_dn
        self.box = nn.Dense(4, flatten=False, in_units=dim)

    def hybrid_forward(self, F, queries):
        out = F.sigmoid(self.box(queries))
        return out[:, :self._num_dn], out[:, self._num_dn:]


Net = DenoisingSplit
