"""attack (begin-equals-k cut): k runs over range(3), 0 first: `y[:, :, k:n - k]` at k = 0 is the whole
axis, `k:-k` empty."""
from mxnet.gluon import nn

INPUTS = [(2, 3, 7)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        y = F.relu(x)
        outs = []
        for k in range(3):
            outs.append(F.mean(y[:, :, k:y.shape[2] - k], axis=2))
        return F.concat(*outs, dim=1)
