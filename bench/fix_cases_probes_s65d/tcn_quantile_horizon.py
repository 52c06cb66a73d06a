"""A TCN quantile forecaster (DeepAR-style mean scaling): the target series (`x[:, :, 0]`) scaled by its mean
absolute value plus one (a plain `/` of (B, T, F) and (B, 1, 1)), a causal dilated conv stack, each conv
chomped to the input length by `slice_axis(..., end=T)` with `T = x.shape[1]`, the last `horizon` steps
taken (`h[:, :, -self.horizon:]`), monotone quantiles by a base and a `cumsum` of softplus (softrelu) increments, and the
scale multiplied back."""
from mxnet.gluon import nn


INPUTS = [(2, 10, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_features=3, channels=6, horizon=4, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.horizon = horizon
        self.num_q = len(quantiles)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for i, d in enumerate((1, 2, 4)):
                self.convs.add(nn.Conv1D(channels, 3, padding=2 * d, dilation=d,
                                         in_channels=num_features if i == 0 else channels))
            self.head = nn.Dense(self.num_q, in_units=channels, flatten=False)

    def hybrid_forward(self, F, x):
        T = x.shape[1]
        scale = x[:, :, 0].abs().mean(axis=1) + 1.0
        h = (x / scale.reshape((-1, 1, 1))).transpose((0, 2, 1))
        for conv in self.convs:
            h = F.relu(conv(h).slice_axis(axis=2, begin=0, end=T))
        h = h[:, :, -self.horizon:].transpose((0, 2, 1))
        raw = self.head(h)
        base = raw.slice_axis(axis=-1, begin=0, end=1)
        steps = F.Activation(raw.slice_axis(axis=-1, begin=1, end=None), act_type="softrelu")
        q = F.concat(base, base + F.cumsum(steps, axis=2), dim=-1)
        return q * scale.reshape((-1, 1, 1))
