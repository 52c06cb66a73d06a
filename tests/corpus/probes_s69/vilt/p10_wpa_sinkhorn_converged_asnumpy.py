"""ViLT word-patch alignment by inexact proximal optimal transport: Sinkhorn-style updates of the plan
from a cosine cost, stopped early when the change `F.abs(t - prev).max().asnumpy()` is below a
tolerance."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 8), (2, 6, 8)]


class WPASinkhorn(HybridBlock):
    def __init__(self, iters=5, beta=0.5, tol=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.iters = iters
        self.beta = beta
        self.tol = tol

    def hybrid_forward(self, F, txt, img):
        txt = F.L2Normalization(txt, mode="spatial")
        img = F.L2Normalization(img, mode="spatial")
        cost = 1 - F.batch_dot(txt, img, transpose_b=True)
        kernel = F.exp(-cost / self.beta)
        t = F.ones_like(cost)
        for _ in range(self.iters):
            prev = t
            q = kernel * t
            t = F.broadcast_div(q, F.sum(q, axis=2, keepdims=True))
            if F.abs(t - prev).max().asnumpy() < self.tol:
                break
        return F.sum(t * cost, axis=(1, 2))


Net = WPASinkhorn
