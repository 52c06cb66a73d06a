"""SimpleFeedForward whose context is divided by its (B, 1) mean-absolute scale with a plain `/`
(`past_target / scale`, as the PyTorch port writes it)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class PlainDivScale(HybridBlock):
    def __init__(self, prediction_length=3, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(16, activation="relu"), nn.Dense(prediction_length))

    def hybrid_forward(self, F, past_target):
        scale = F.mean(F.abs(past_target), axis=1, keepdims=True) + 1e-3
        return F.broadcast_mul(self.mlp(past_target / scale), scale)


Net = PlainDivScale
