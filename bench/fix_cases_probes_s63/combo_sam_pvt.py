"""SAM's image side on a PVT-style backbone: a strided patch embedding read to tokens by `B, C, H, W =
x.shape`, a spatial-reduction attention whose keys come from the map reduced 2x, the tokens back to a
map `(B, C, H, W)`, the dense positional encoding of the embedding grid built on the host from
`np.meshgrid` of `H` and `W` and handed to the graph by `nd.array`, added by a plain `+`, and the
mask upscaled by a transposed conv."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.embed = nn.Conv2D(dim, 2, strides=2, in_channels=3)
            self.q = nn.Dense(dim, in_units=dim, flatten=False)
            self.kv = nn.Dense(2 * dim, in_units=dim, flatten=False)
            self.sr = nn.Conv2D(dim, 2, strides=2, in_channels=dim)
            self.pe = nn.Conv2D(dim, 1, in_channels=2)
            self.up = nn.Conv2DTranspose(1, 2, strides=2, in_channels=dim)

    def hybrid_forward(self, F, img):
        x = self.embed(img)
        B, C, H, W = x.shape
        tokens = x.reshape((B, C, H * W)).transpose((0, 2, 1))
        kv = self.kv(self.sr(x).reshape((B, C, -1)).transpose((0, 2, 1)))
        k, v = F.split(kv, 2, axis=-1)
        attn = F.softmax(F.batch_dot(self.q(tokens), k, transpose_b=True) * self.scale, axis=-1)
        x = F.batch_dot(attn, v).transpose((0, 2, 1)).reshape((B, C, H, W))
        ys, xs = np.meshgrid((np.arange(H) + 0.5) / H, (np.arange(W) + 0.5) / W, indexing='ij')
        grid = nd.array(np.stack([xs, ys])[None])
        x = x + self.pe(grid)
        return self.up(x)
