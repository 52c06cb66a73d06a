"""Gaussian splatting rasteriser core: Gaussians sorted by depth with `argsort` + `take`, per-pixel alphas
`sigmoid(opacity) * exp(-0.5 d^2 / var)` of pixel-to-mean offsets by `broadcast_sub` over (P, K, 2),
front-to-back compositing over the configured K Gaussians with a running transmittance
T_{k+1} = T_k (1 - alpha_k) kept as a product (cumprod-like) in a python loop of `slice_axis` columns."""
import numpy as onp
from mxnet.gluon import HybridBlock

INPUTS = [(4, 2), (4, 1), (4, 1), (4, 3)]


class AlphaComposite(HybridBlock):
    def __init__(self, num_gaussians=4, image_hw=(3, 3), var=0.5, **kwargs):
        super().__init__(**kwargs)
        self.K = num_gaussians
        self.var = var
        h, w = image_hw
        ys, xs = onp.meshgrid(onp.linspace(-1, 1, h), onp.linspace(-1, 1, w), indexing="ij")
        pix = onp.stack([xs.ravel(), ys.ravel()], axis=1).astype("float32")
        with self.name_scope():
            self.pix = self.params.get_constant("pix", pix)

    def hybrid_forward(self, F, means2d, depth, opacity, colors, pix):
        order = F.argsort(depth.reshape((-1,)))
        means2d, opacity, colors = (F.take(t, order) for t in (means2d, opacity, colors))
        d = F.broadcast_sub(pix.expand_dims(1), means2d.expand_dims(0))
        alpha = F.broadcast_mul(F.sigmoid(opacity).reshape((1, -1)), F.exp(-0.5 * F.sum(d * d, axis=-1) / self.var))
        T = F.ones_like(alpha.slice_axis(axis=1, begin=0, end=1))
        image = F.zeros_like(F.dot(T, colors.slice_axis(axis=0, begin=0, end=1)))
        for k in range(self.K):
            a_k = alpha.slice_axis(axis=1, begin=k, end=k + 1)
            image = image + F.dot(T * a_k, colors.slice_axis(axis=0, begin=k, end=k + 1))
            T = T * (1 - a_k)
        return image, T


Net = AlphaComposite
