"""OCRNet spatial gather with the learned temperature Parameter taken as `hybrid_forward`'s argument and applied with `broadcast_mul` on the (N, K, HW) logits; the (1, 1, 1) shape looks like a mismatch but the op broadcasts."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5, 6)]


class TemperatureGather(HybridBlock):
    def __init__(self, channels=8, num_regions=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.aux = nn.Conv2D(num_regions, 1, in_channels=channels)
            self.temperature = self.params.get("temperature", shape=(1, 1, 1), init="ones")

    def hybrid_forward(self, F, feats, temperature):
        logits = self.aux(feats).reshape((0, 0, -1))
        probs = F.softmax(F.broadcast_mul(logits, temperature), axis=2)
        return F.batch_dot(probs, feats.reshape((0, 0, -1)), transpose_b=True)


Net = TemperatureGather
