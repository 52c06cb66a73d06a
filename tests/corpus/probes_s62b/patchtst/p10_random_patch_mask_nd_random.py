"""PatchTST masked pre-training: patches zeroed at random positions by a keep mask drawn with `mx.nd.random.uniform(shape=(1, n_patches, 1))` inside `hybrid_forward`, as a port of `torch.rand` writes it, applied by `broadcast_mul`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3)]


class RandomPatchMask(HybridBlock):
    def __init__(self, seq_len=16, patch_len=4, d_model=8, mask_ratio=0.4, **kwargs):
        super().__init__(**kwargs)
        self._p, self._ratio = patch_len, mask_ratio
        self._n = seq_len // patch_len
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x):
        patches = x.transpose((0, 2, 1)).reshape((-1, self._n, self._p))
        keep = mx.nd.random.uniform(shape=(1, self._n, 1)) > self._ratio
        return self.embed(F.broadcast_mul(patches, keep))


Net = RandomPatchMask
