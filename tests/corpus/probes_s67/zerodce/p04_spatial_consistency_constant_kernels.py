"""Zero-DCE spatial consistency loss: channel means pooled over 4x4 regions, differences to the 4 neighbours
by `F.Convolution` with fixed (1, 1, 3, 3) kernels held by `params.get_constant`, the squared difference of
the original's and the enhanced image's gradients."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


def _kernel(dy, dx):
    k = np.zeros((1, 1, 3, 3), "float32")
    k[0, 0, 1, 1] = 1.0
    k[0, 0, 1 + dy, 1 + dx] = -1.0
    return k


class SpatialConsistency(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.k_left = self.params.get_constant("k_left", _kernel(0, -1))
            self.k_right = self.params.get_constant("k_right", _kernel(0, 1))
            self.k_up = self.params.get_constant("k_up", _kernel(-1, 0))
            self.k_down = self.params.get_constant("k_down", _kernel(1, 0))

    def hybrid_forward(self, F, org, enh, k_left, k_right, k_up, k_down):
        def pooled(img):
            return F.Pooling(F.mean(img, axis=1, keepdims=True), kernel=(4, 4), stride=(4, 4), pool_type="avg")

        po, pe = pooled(org), pooled(enh)
        loss = 0
        for k in (k_left, k_right, k_up, k_down):
            d_o = F.Convolution(po, k, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)
            d_e = F.Convolution(pe, k, kernel=(3, 3), pad=(1, 1), num_filter=1, no_bias=True)
            loss = loss + F.square(d_o - d_e)
        return loss


Net = SpatialConsistency
