"""GHM-C (gradient harmonizing) loss: the gradient norm `|sigmoid(pred) - target|` binned by python
edges, each bin's count read by `.asscalar()`, the samples of a non-empty bin weighted by
`tot / num_in_bin` with `tot = max(float(pred.size), 1.0)`, the weights averaged over the non-empty
bins, and the weighted binary cross-entropy summed and divided by `tot`."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, bins=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins = bins
        self.edges = [float(i) / bins for i in range(bins + 1)]
        self.edges[-1] += 1e-6

    def hybrid_forward(self, F, pred, target):
        target = target > 0
        g = F.abs(F.sigmoid(pred) - target)
        tot = max(float(pred.size), 1.0)
        weights = F.zeros_like(pred)
        n = 0
        for i in range(self.bins):
            inds = (g >= self.edges[i]) * (g < self.edges[i + 1])
            num_in_bin = inds.sum().asscalar()
            if num_in_bin > 0:
                weights = weights + inds * (tot / num_in_bin)
                n += 1
        if n > 0:
            weights = weights / n
        loss = F.relu(pred) - pred * target + F.log(1 + F.exp(-F.abs(pred)))
        return (loss * weights).sum() / tot
