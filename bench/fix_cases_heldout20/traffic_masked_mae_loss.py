"""Masked MAE loss of a traffic-forecasting model: the labels are transposed to the predictions'
layout, zero labels are masked out and the mask is renormalized in place by its own mean
(`mask /= F.mean(mask)`), a (B, T, N, C) tensor divided by a (1,) one -- NDArray division
broadcasts, the Symbol `/` is element-wise and needs equal shapes.

Source: a public Gluon loss module of a spatio-temporal traffic forecasting code base found with
find_string (id 12397242417, "hybrid_forward(self, F, preds, labels"); MAELoss unchanged but
renamed `Net` (built with its defaults: no weight, no scaler).  Inputs: preds (2, 3, 4, 1) and labels
(2, 1, 4, 3) (labels are transposed with axes (0, 3, 2, 1) before the comparison).
"""
from mxnet import nd
from mxnet.gluon.loss import Loss

INPUTS = [(2, 3, 4, 1), (2, 1, 4, 3)]


class Net(Loss):
    def __init__(self, weight=None, batch_axis=0, scaler=None, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self._weight = weight
        self._batch_axis = batch_axis
        self.scaler = scaler

    def hybrid_forward(self, F, preds, labels):
        labels = F.transpose(labels,axes=(0, 3, 2, 1))
        if self.scaler is not None:
            preds = self.scaler.inverse_transform(preds)
        #TODO transform clip norm

        mask = F.not_equal(labels, 0.0)

        mask = mask.astype("float32")
        mask /= F.mean(mask)

        mae = F.abs(preds - labels)
        mae = mae * mask
        # TODO nan_to_num
        return F.mean(mae, axis=(1,2,3))
