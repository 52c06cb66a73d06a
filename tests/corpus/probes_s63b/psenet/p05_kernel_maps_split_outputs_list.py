"""PSENet head output split into the text map and the K - 1 shrunk kernels by `F.split(out, num_outputs=K, axis=1)`: `maps[0]` is the text map, `F.concat(*maps[1:], dim=1)` the kernels (a python slice of the split's output list), each upsampled x4 by `F.UpSampling`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class SplitKernels(HybridBlock):
    def __init__(self, kernel_num=4, **kwargs):
        super().__init__(**kwargs)
        self._k = kernel_num
        with self.name_scope():
            self.head = nn.Conv2D(kernel_num, 1)

    def hybrid_forward(self, F, feats):
        maps = F.split(F.UpSampling(self.head(feats), scale=4, sample_type="nearest"), num_outputs=self._k, axis=1)
        return F.sigmoid(maps[0]), F.sigmoid(F.concat(*maps[1:], dim=1))


Net = SplitKernels
