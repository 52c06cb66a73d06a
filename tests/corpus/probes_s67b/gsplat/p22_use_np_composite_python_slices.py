"""Numpy-mode Gaussian compositing with `@use_np` on a `hybrid_forward`: per-pixel alphas by plain broadcasting
of (P, 1, 2) pixels against (1, K, 2) means (legal on numpy-mode symbols), the K columns read by python slices
`alpha[:, k:k + 1]` and colour rows `colors[k:k + 1]` (basic indexing), the transmittance kept as a running
product; K comes from the constructor."""
import numpy as onp
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 2), (4,), (4, 3)]


@use_np
class NumpyComposite(HybridBlock):
    def __init__(self, num_gaussians=4, image_hw=(3, 3), var=0.5, **kwargs):
        super().__init__(**kwargs)
        self.K, self.var = num_gaussians, var
        h, w = image_hw
        ys, xs = onp.meshgrid(onp.linspace(-1, 1, h), onp.linspace(-1, 1, w), indexing="ij")
        pix = onp.stack([xs.ravel(), ys.ravel()], axis=1).astype("float32")[:, None, :]
        with self.name_scope():
            self.pix = self.params.get_constant("pix", pix)

    def hybrid_forward(self, F, means2d, opacity, colors, pix):
        d = pix - F.np.expand_dims(means2d, 0)
        alpha = F.npx.sigmoid(opacity) * F.np.exp(-0.5 * (d * d).sum(axis=-1) / self.var)
        T = F.np.ones_like(alpha[:, :1])
        image = 0
        for k in range(self.K):
            a_k = alpha[:, k:k + 1]
            image = image + (T * a_k) * colors[k:k + 1]
            T = T * (1 - a_k)
        return image, T


Net = NumpyComposite
