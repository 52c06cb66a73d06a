"""IQN's quantile Huber loss: the pairwise TD errors `target.expand_dims(1) - quantiles.expand_dims(2)`
of shape (N, K, K'), the Huber loss of each, weighted by `|tau - 1{td < 0}|` with the fractions
spread over K' by a plain `-` of (N, K, 1) and (N, K, K'), summed over K and averaged over the batch
and the target samples by `/ (td.shape[0] * td.shape[2])`."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 5), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, kappa=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.kappa = kappa

    def hybrid_forward(self, F, quantiles, target, taus):
        td = target.expand_dims(1) - quantiles.expand_dims(2)
        abs_td = F.abs(td)
        huber = F.where(abs_td <= self.kappa, 0.5 * td ** 2,
                        self.kappa * (abs_td - 0.5 * self.kappa))
        weight = F.abs(taus.expand_dims(2) - (td < 0))
        loss = weight * huber / self.kappa
        return loss.sum() / (td.shape[0] * td.shape[2])
