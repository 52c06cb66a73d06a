"""Two-stream classifier taking the centre pixel spectrum by a legacy subscript `x[:, :, self.c, self.c]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 5, 5)]


class TwoStreamSubscript(HybridBlock):
    def __init__(self, patch=5, classes=3, **kwargs):
        super(TwoStreamSubscript, self).__init__(**kwargs)
        self.c = patch // 2
        with self.name_scope():
            self.spec = nn.Dense(6, activation="relu")
            self.spat = nn.Conv2D(4, 3, padding=1)
            self.fc = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        centre = x[:, :, self.c, self.c]
        spatial = F.Pooling(self.spat(x), global_pool=True, kernel=(1, 1), pool_type="max")
        return self.fc(F.concat(self.spec(centre), F.flatten(spatial), dim=1))


Net = TwoStreamSubscript
