"""A Huber loss weighted per output dimension, from a text-embedding training script:
`WeightedHuberLoss.hybrid_forward(self, F, pred, label, sample_weight=None)` multiplies the absolute
error by `self.dim_weights`, an NDArray handed to the constructor (`loss * self.dim_weights`), then
takes the Huber branch with `F.where` and averages. Eagerly it runs; hybridized the Symbol is
multiplied by an NDArray (TypeError).

Source: a public MXNet text-embedding script (find_string id 14087411739; read by an analyzer
held-out round, tests/corpus/HELDOUT.md, "weighted Huber", a miss of that round; in no fix set),
`WeightedHuberLoss` as written (its docstring shortened; the embedding Block, the training loop and
the sklearn/numba/reader imports left out). Net: weights 1 for the first 4 of 6 dimensions and 20 for
the last 2, as the script weights its vector dimensions over its word dimensions. Inputs: prediction
and label (3, 6).
"""
import numpy as np
import mxnet as mx
from mxnet import nd, autograd, gluon, gpu
from mxnet.gluon.loss import _reshape_like, _apply_weighting

INPUTS = [(3, 6), (3, 6)]


class WeightedHuberLoss(gluon.loss.Loss):
    r"""Calculates smoothed L1 loss that is equal to L1 loss if absolute error
    exceeds rho but is equal to L2 loss otherwise. Also called SmoothedL1 loss.

        - **dim_weights**: vector that abs(a - b) is multiplied by before we take its norm.
          For when loss in some dimensions is more imporatnt than others.
    """
    def __init__(self, rho=1, weight=None, batch_axis=0, dim_weights=None, **kwargs):
        super(WeightedHuberLoss, self).__init__(weight, batch_axis, **kwargs)
        self.dim_weights = dim_weights
        self._rho = rho

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        label = _reshape_like(F, label, pred)
        loss = F.abs(label - pred)
        loss = loss * self.dim_weights
        loss = F.where(loss > self._rho, loss - 0.5 * self._rho,
                       (0.5/self._rho) * F.square(loss))
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return F.mean(loss, axis=self._batch_axis, exclude=True)


class Net(WeightedHuberLoss):
    def __init__(self):
        loss_weights = np.ones((6,),)
        loss_weights[4:] = 20
        super(Net, self).__init__(dim_weights=nd.array(loss_weights))
