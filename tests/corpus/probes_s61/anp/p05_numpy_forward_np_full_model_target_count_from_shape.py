"""Numpy-mode (MXNet 2 style) neural process in `forward`: context encodings mean-pooled, the representation repeated over the targets with `np.repeat(r[:, None, :], x_t.shape[1], axis=1)`, concatenated with the targets and decoded to mean and softplus scale."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 1), (2, 5, 1), (2, 7, 1)]


class NumpyNeuralProcess(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, units=8, **kwargs):
        super().__init__(**kwargs)
        self.enc = nn.Dense(units, flatten=False, in_units=x_dim + y_dim, activation="relu")
        self.dec = nn.Dense(2 * y_dim, flatten=False, in_units=x_dim + units)

    def forward(self, x_context, y_context, x_target):
        r = self.enc(np.concatenate([x_context, y_context], axis=-1)).mean(axis=1)
        rt = np.repeat(r[:, None, :], x_target.shape[1], axis=1)
        out = self.dec(np.concatenate([x_target, rt], axis=-1))
        mean, raw = np.split(out, 2, axis=-1)
        return mean, 0.1 + 0.9 * npx.activation(raw, act_type="softrelu")


Net = NumpyNeuralProcess
