"""Masked L2 loss with a per-pixel weight map built in numpy and brought back as an NDArray:
`sample_weight2 = np.ones(pred.shape)` then `... * nd.array(sample_weight2, ctx=pred.context)`, and
flattening reshapes that read the batch size, `x.reshape((x.shape[0], -1))` -- `.shape`, numpy of
a shape, `nd.array` and `.context` all fail when hybridized.  (`is_train` is fixed to False in the
source, so the histogram weighting branch with `.asnumpy()` is never taken.)

Source: the same medical-imaging loss module (find_string id 21165210663), L2Loss unchanged but
renamed `Net`.  Inputs: prediction, label and a 0/1-ish ROI weight map, each (2, 1, 4, 4).
"""
import numpy as np
from mxnet import gluon, nd

INPUTS = [(2, 1, 4, 4), (2, 1, 4, 4), (2, 1, 4, 4)]


class Net(gluon.loss.Loss):
    def __init__(self, weight=None, **kwargs):
        super(Net, self).__init__(weight, batch_axis=0, **kwargs)

    def hybrid_forward(self, F, pred, label, sample_weight=None, distribution_weighting=None):
        is_train = False  # should be True (False for experiment)
        if sample_weight is None:
            sample_weight = pred[:, 1]
            pred = pred[:, 0]
            is_train = False

        sample_weight = sample_weight.reshape((sample_weight.shape[0], -1)).astype('float32')
        pred = pred.reshape((pred.shape[0], -1))
        label = label.reshape((label.shape[0], -1))

        if is_train and distribution_weighting:
            x_np = label.asnumpy()
            x = label.asnumpy().flatten()
            xf = x[sample_weight.asnumpy().flatten() == 1]
            bins = np.linspace(0, xf.max(), 10)
            f = 1 / (np.histogram(xf, bins)[0] / xf.shape[0])

            sample_weight2 = np.zeros(x_np.shape)
            for ibin in range(bins.__len__() - 1):
                sample_weight2[np.logical_and(x_np <= bins[ibin + 1], x_np > bins[ibin])] = f[ibin]
            sample_weight2 = sample_weight2.reshape((label.shape[0], -1))
            sample_weight2 /= sample_weight2.max()
        else:
            sample_weight2 = np.ones(pred.shape)

        loss = (pred - label) ** 2 * sample_weight.astype('float32') * nd.array(sample_weight2, ctx=pred.context)
        return (F.sum(loss, axis=self._batch_axis, exclude=True) / F.sum(sample_weight, axis=self._batch_axis,
                                                                         exclude=True)).mean()
