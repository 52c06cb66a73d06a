"""KataGo-style value head: global mean and max pooling over the board concatenated, Dense to win/loss/draw logits and a tanh score."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class GlobalPoolValue(HybridBlock):
    def __init__(self, channels=6, **kwargs):
        super(GlobalPoolValue, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 1, in_channels=4)
            self.wdl = nn.Dense(3, in_units=2 * channels)
            self.score = nn.Dense(1, in_units=2 * channels)

    def hybrid_forward(self, F, planes):
        h = F.relu(self.conv(planes))
        pooled = F.concat(F.mean(h, axis=(2, 3)), F.max(h, axis=(2, 3)), dim=1)
        return F.log_softmax(self.wdl(pooled)), F.tanh(self.score(pooled))


Net = GlobalPoolValue
