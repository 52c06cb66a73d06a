"""MQ-RNN decoder taking the encoder's last step with the PyTorch subscript `enc[:, -1]` before the global
MLP."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6), (2, 6, 2)]


class SubscriptLastState(HybridBlock):
    def __init__(self, prediction_length=3, num_quantiles=3, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        self.num_quantiles = num_quantiles
        with self.name_scope():
            self.encoder = rnn.GRU(8, layout="NTC")
            self.global_mlp = nn.Dense(prediction_length * num_quantiles)

    def hybrid_forward(self, F, past_target, past_feat):
        enc = self.encoder(F.concat(past_target.expand_dims(axis=2), past_feat, dim=2))
        last = enc[:, -1]
        return self.global_mlp(last).reshape((0, self.prediction_length, self.num_quantiles))


Net = SubscriptLastState
