"""A course notebook's Bayes-by-backprop likelihood: the helpers handed the block's F by keyword
(default `nd` for eager callers), the sums by F: legal."""
from mxnet import nd
from mxnet.gluon.loss import Loss

INPUTS = [(2, 5), (2, 5)]


class BBBLikelihood(Loss):
    def __init__(self, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)

    def log_softmax_likelihood(self, yhat, y, F=nd):
        return F.nansum(y * F.log_softmax(yhat), axis=0, exclude=True)

    def log_gaussian(self, x, mu, sigma, F=nd):
        return -0.5 * F.log(sigma) - (x - mu) ** 2 / (2 * sigma ** 2)

    def hybrid_forward(self, F, output, label):
        prior = F.sum(self.log_gaussian(output, 0.0, F.ones_like(output), F=F))
        return prior - F.sum(self.log_softmax_likelihood(output, F.softmax(label), F=F))


Net = BBBLikelihood
