"""PatchTST unfold with a stride shorter than the patch: the end padded by repeating the last step `stride` times (`slice_axis(begin=-1)` + `F.repeat` + `F.concat`), patches cut by `slice_axis` at python offsets and stacked on a new axis, the patch count computed in the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3)]


class OverlappingPatches(HybridBlock):
    def __init__(self, seq_len=16, patch_len=4, stride=2, d_model=8, **kwargs):
        super().__init__(**kwargs)
        self._p, self._s = patch_len, stride
        self._n = (seq_len + stride - patch_len) // stride + 1
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)

    def hybrid_forward(self, F, x):
        z = x.transpose((0, 2, 1))
        last = F.slice_axis(z, axis=2, begin=-1, end=None)
        z = F.concat(z, F.repeat(last, repeats=self._s, axis=2), dim=2)
        patches = [F.slice_axis(z, axis=2, begin=i * self._s, end=i * self._s + self._p)
                   for i in range(self._n)]
        u = F.stack(*patches, axis=2)
        return self.embed(u.reshape((-3, 0, 0)))


Net = OverlappingPatches
