"""ShuffleNet classifier head: a final 1x1 conv, `Pooling(global_pool=True)` with a dummy kernel, `flatten` and a Dense; a python `if` on the configured dropout rate."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class GlobalHead(HybridBlock):
    def __init__(self, channels=6, classes=5, dropout=0.2, **kwargs):
        super().__init__(**kwargs)
        self._dropout = dropout
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 1, in_channels=channels, activation="relu")
            self.drop = nn.Dropout(dropout)
            self.fc = nn.Dense(classes, in_units=channels)

    def hybrid_forward(self, F, x):
        x = F.Pooling(self.conv(x), kernel=(1, 1), global_pool=True, pool_type="avg")
        x = F.flatten(x)
        if self._dropout > 0:
            x = self.drop(x)
        return self.fc(x)


Net = GlobalHead
