"""Scale-invariant SNR: zero-mean signals by `broadcast_sub` of the `mean(keepdims=True)`, the target projection by `broadcast_mul`, log10 by `F.log(x) / math.log(10)`."""
import math

from mxnet.gluon import HybridBlock

INPUTS = [(3, 16), (3, 16)]


class SISNR(HybridBlock):
    def __init__(self, eps=1e-8, **kwargs):
        super(SISNR, self).__init__(**kwargs)
        self.eps = eps

    def hybrid_forward(self, F, est, ref):
        est = F.broadcast_sub(est, F.mean(est, axis=-1, keepdims=True))
        ref = F.broadcast_sub(ref, F.mean(ref, axis=-1, keepdims=True))
        dot = F.sum(est * ref, axis=-1, keepdims=True)
        energy = F.sum(ref * ref, axis=-1, keepdims=True) + self.eps
        proj = F.broadcast_mul(F.broadcast_div(dot, energy), ref)
        noise = est - proj
        ratio = F.sum(proj * proj, axis=-1) / (F.sum(noise * noise, axis=-1) + self.eps)
        return 10 * F.log(ratio + self.eps) / math.log(10)


Net = SISNR
