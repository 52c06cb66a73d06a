"""Cox partial-likelihood (survival) loss: the risk set's cumulative hazard is computed in numpy,
`cumsum_hazard_ratio = ndarray.array(np.cumsum(hazard_ratio.asnumpy())).as_in_context(
y_pred.context)` -- data read back to numpy and rebuilt as an NDArray inside hybrid code -- and the
predictions are transposed with the NDArray-only `y_pred.T`.

Source: a public Gluon loss module found with find_string (id 26122193773, "(self, F, y_true,
y_pred"), Survial_loss unchanged (its commented-out variant in a string after the return kept out)
but renamed `Net`.  Inputs: event indicators and risk scores, both (4, 1) (L2Normalization in
'instance' mode of a one-column score gives its sign; the harness draws uniform(-1, 1)).
"""
from mxnet import ndarray
from mxnet.base import numeric_types
from mxnet.gluon.block import HybridBlock
import numpy as np

INPUTS = [(4, 1), (4, 1)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    #def hybrid_forward(self, F, y_true, y_pred, train_data):
    def hybrid_forward(self, F, y_true, y_pred):
        y_pred = F.L2Normalization(y_pred, mode='instance')

        hazard_ratio = F.exp(y_pred)
        cumsum_hazard_ratio  = ndarray.array(np.cumsum(hazard_ratio.asnumpy())).as_in_context(y_pred.context)
        log_risk = F.log(cumsum_hazard_ratio)
        uncensored_likelihood = y_pred.T - log_risk
        censored_likelihood =  uncensored_likelihood * y_true
        logL = - F.sum(censored_likelihood)
        observations = F.sum(y_true, axis = 0)
        return logL / (observations+1e-10)
