"""Rauch-Tung-Striebel smoother: a forward filter keeping python lists of means and variances, then a backward pass over `reversed(range(steps))`, smoothed means stacked."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 6)]


class RTSSmoother(HybridBlock):
    def __init__(self, steps=6, q=0.1, r=0.5, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.q, self.r = steps, q, r

    def hybrid_forward(self, F, obs):
        zs = F.split(obs, num_outputs=self.steps, axis=1)
        mean, var = F.zeros_like(zs[0]), F.ones_like(zs[0])
        means, varis, preds = [], [], []
        for z in zs:
            var_p = var + self.q
            preds.append(var_p)
            gain = var_p / (var_p + self.r)
            mean = mean + gain * (z - mean)
            var = (1 - gain) * var_p
            means.append(mean)
            varis.append(var)
        smooth = [None] * self.steps
        smooth[-1] = means[-1]
        for t in reversed(range(self.steps - 1)):
            c = varis[t] / preds[t + 1]
            smooth[t] = means[t] + c * (smooth[t + 1] - means[t])
        return F.concat(*smooth, dim=1)


Net = RTSSmoother
