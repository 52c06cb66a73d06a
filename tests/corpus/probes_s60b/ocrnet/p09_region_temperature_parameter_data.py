"""OCRNet spatial gather with a learned temperature Parameter read inside `hybrid_forward` by `self.temperature.data()` instead of the argument Gluon passes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5, 6)]


class LearnedTemperatureGather(HybridBlock):
    def __init__(self, channels=8, num_regions=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.aux = nn.Conv2D(num_regions, 1, in_channels=channels)
            self.temperature = self.params.get("temperature", shape=(1, 1, 1), init="ones")

    def hybrid_forward(self, F, feats, temperature):
        logits = self.aux(feats).reshape((0, 0, -1))
        probs = F.softmax(F.broadcast_mul(logits, self.temperature.data()), axis=2)
        return F.batch_dot(probs, feats.reshape((0, 0, -1)), transpose_b=True)


Net = LearnedTemperatureGather
