"""CTGAN's mode-specific normalisation of continuous columns (the data transformer's per-column variational GMM,
its fitted means and stds held as `nd.array` rows): each value's distance to every mode over `4 * std`, the mode
chosen as the nearest (argmin of |normalised|), one-hot modes per column, the scalar in the chosen mode clipped to
[-0.99, 0.99], and the columns laid out as [alpha, one-hot modes] per continuous column along the feature axis."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, means=((-0.5, 0.0, 0.5), (-0.2, 0.3, 0.8), (0.0, 0.4, -0.6)),
                 stds=((0.2, 0.1, 0.3), (0.25, 0.2, 0.1), (0.3, 0.2, 0.2)), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.means = nd.array(means)
        self.stds = nd.array(stds)
        self.n_modes = len(means[0])

    def hybrid_forward(self, F, data):
        B, n_cols = data.shape
        normalized = (data.expand_dims(-1) - self.means.expand_dims(0)) / (4 * self.stds.expand_dims(0))
        mode = F.argmin(normalized.abs(), axis=-1)
        onehot = F.one_hot(mode, self.n_modes)
        alpha = F.clip((normalized * onehot).sum(axis=-1), -.99, .99)
        out = []
        for col in range(n_cols):
            out.append(alpha[:, col:col + 1])
            out.append(onehot[:, col, :])
        return F.concat(*out, dim=1)
