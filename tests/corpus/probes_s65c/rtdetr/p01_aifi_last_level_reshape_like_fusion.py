"""RT-DETR hybrid encoder: attention-based intra-scale interaction (AIFI) on the last level only, flattened by `reshape((0, 0, -1))` and a transpose, single-head attention by `batch_dot` with a python scale, restored by `F.reshape_like`, then cross-scale fusion: the last level upsampled by `UpSampling(nearest)` and concatenated with the previous level."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4)]


class HybridEncoder(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self._scale = dim ** -0.5
        self.qkv = nn.Dense(3 * dim, flatten=False, in_units=dim)
        self.fuse = nn.Conv2D(dim, 1, in_channels=2 * dim)

    def hybrid_forward(self, F, s4, s5):
        t = F.transpose(s5.reshape((0, 0, -1)), axes=(0, 2, 1))
        q, k, v = F.split(self.qkv(t), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * self._scale, axis=-1)
        y = F.transpose(F.batch_dot(att, v), axes=(0, 2, 1))
        s5 = F.reshape_like(y, s5)
        up = F.UpSampling(s5, scale=2, sample_type="nearest")
        return self.fuse(F.concat(up, s4, dim=1))


Net = HybridEncoder
