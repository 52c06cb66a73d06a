"""Spectral-spatial two-stream classifier: the patch's centre pixel spectrum cut by `slice_axis` twice at the configured centre (patch size from `__init__`), a 1-D spectral stream and a 2-D spatial stream concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 5, 5)]


class TwoStream(HybridBlock):
    def __init__(self, patch=5, classes=3, **kwargs):
        super(TwoStream, self).__init__(**kwargs)
        self.c = patch // 2
        with self.name_scope():
            self.spec = nn.Conv1D(4, 3, padding=1, in_channels=1)
            self.spat = nn.Conv2D(4, 3, padding=1)
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        centre = F.slice_axis(F.slice_axis(x, axis=2, begin=self.c, end=self.c + 1),
                              axis=3, begin=self.c, end=self.c + 1)
        spectral = self.spec(centre.reshape((0, 1, -1)))
        spatial = F.Pooling(self.spat(x), global_pool=True, kernel=(1, 1), pool_type="max")
        return self.fc(F.concat(F.flatten(spectral), F.flatten(spatial), dim=1))


Net = TwoStream
