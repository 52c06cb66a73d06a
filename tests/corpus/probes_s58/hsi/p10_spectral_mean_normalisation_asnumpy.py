"""Per-patch spectral normalisation: the band mean and standard deviation computed eagerly by `.asnumpy()` and fed back as python floats before the 3-D conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 5, 5)]


class NormalisedCube(HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super(NormalisedCube, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv3D(4, (3, 3, 3), activation="relu")
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, cube):
        arr = cube.asnumpy()
        mean, std = float(arr.mean()), float(arr.std()) + 1e-5
        return self.fc(self.conv((cube - mean) / std))


Net = NormalisedCube
