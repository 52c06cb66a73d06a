"""PatchTST unfold written with subscripts: patches `z[:, :, i * stride:i * stride + patch_len]` for python offsets, stacked on a new axis and embedded."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3)]


class SubscriptPatches(HybridBlock):
    def __init__(self, seq_len=16, patch_len=4, stride=2, d_model=8, **kwargs):
        super().__init__(**kwargs)
        self._p, self._s = patch_len, stride
        self._n = (seq_len - patch_len) // stride + 1
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x):
        z = x.transpose((0, 2, 1))
        patches = [z[:, :, i * self._s:i * self._s + self._p] for i in range(self._n)]
        u = F.stack(*patches, axis=2)
        return self.embed(u.reshape((-3, 0, 0)))


Net = SubscriptPatches
