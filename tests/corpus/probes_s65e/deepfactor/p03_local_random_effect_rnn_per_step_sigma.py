"""DeepFactor's local model: a GRU over the target (as (B, T, 1)) gives a per-step noise scale, reshaped
back to (B, T) by the code `(0, -1)`, so the residual and the scale agree in shape step by step."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6), (2, 6, 2)]


class LocalRandomEffect(HybridBlock):
    def __init__(self, hidden=6, num_factors=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.local_rnn = rnn.GRU(hidden, layout="NTC")
            self.local_proj = nn.Dense(1, flatten=False)
            self.global_rnn = rnn.LSTM(hidden, layout="NTC")
            self.global_proj = nn.Dense(num_factors, flatten=False)

    def hybrid_forward(self, F, past_target, time_feat):
        h = self.local_rnn(past_target.expand_dims(axis=2))
        sigma = F.Activation(self.local_proj(h), act_type="softrelu").reshape((0, -1)) + 1e-3
        fixed = self.global_proj(self.global_rnn(time_feat)).sum(axis=2)
        z = (past_target - fixed) / sigma
        return (0.5 * z * z + F.log(sigma)).mean(axis=1)


Net = LocalRandomEffect
