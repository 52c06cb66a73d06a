"""DUSt3R's DPT-like regression head: the decoder tokens (B, N, D) back on the patch grid (`h = w =
int(math.sqrt(N))`), a linear projection to `4 * p * p` channels and a pixel shuffle (depth_to_space) to full
resolution, then `postprocess`: the channels moved last, the points `fmap[:, :, :, 0:3]` mapped by the 'exp'
depth mode (`xyz / d * expm1(d)` with `d` the norm) and the confidence `1 + exp(fmap[:, :, :, 3])`."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 16, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, patch=2, vmin=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch = patch
        self.vmin = vmin
        with self.name_scope():
            self.proj = nn.Dense(4 * patch * patch, in_units=dim, flatten=False)

    def hybrid_forward(self, F, tokens):
        B, N, D = tokens.shape
        h = w = int(math.sqrt(N))
        feat = self.proj(tokens).transpose((0, 2, 1)).reshape((B, -1, h, w))
        feat = F.depth_to_space(feat, self.patch)
        fmap = feat.transpose((0, 2, 3, 1))
        xyz = fmap[:, :, :, 0:3]
        d = F.norm(xyz, axis=-1, keepdims=True)
        pts3d = F.broadcast_div(xyz, F.clip(d, 1e-8, 1e8)) * F.broadcast_like(F.expm1(d), xyz)
        conf = self.vmin + F.exp(fmap[:, :, :, 3])
        return pts3d, conf
