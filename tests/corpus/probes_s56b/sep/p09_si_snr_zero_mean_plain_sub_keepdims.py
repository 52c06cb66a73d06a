"""Scale-invariant SNR that removes the means with a plain `est - F.mean(est, axis=-1, keepdims=True)`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 16), (3, 16)]


class SISNR(HybridBlock):
    def __init__(self, eps=1e-8, **kwargs):
        super(SISNR, self).__init__(**kwargs)
        self.eps = eps

    def hybrid_forward(self, F, est, ref):
        est = est - F.mean(est, axis=-1, keepdims=True)
        ref = ref - F.mean(ref, axis=-1, keepdims=True)
        scale = F.sum(est * ref, axis=-1) / (F.sum(ref * ref, axis=-1) + self.eps)
        proj = F.broadcast_mul(scale.expand_dims(-1), ref)
        noise = est - proj
        return 10 * F.log10(F.sum(proj * proj, axis=-1) / (F.sum(noise * noise, axis=-1) + self.eps))


Net = SISNR
