"""Log-cosh dice loss of a segmentation code base: `LogCoshDiceLoss.hybrid_forward(self, F, pred, label,
syn, signal)` one-hot encodes the label map (`F.one_hot(...).swapaxes(1, 4)`, squeezed to (N, C, H,
W)), weighs it with `weight = F.Cast(label + 1, np.float32)/self._num_classes`, an (N, 1, H, W) map,
and in its `log_cosh_diceloss` method multiplies `pred_y * label * weight` -- NDArray's `*`
broadcasts the (N, 1, H, W) weight over the classes, Symbol's does not -- then adds an L2 loss of two
more inputs. The `tune_model` branch (`pred.shape[0]`, a Sobel child built on `mx.gpu(0)`) is off by
default. Eagerly it runs; hybridized the product fails in shape inference (`_mul`).

Source: a public MXNet segmentation code base's losses (find_string id 15632123679; read by an
analyzer held-out round, tests/corpus/HELDOUT.md, "segmentation loss"; in no fix set),
`LogCoshDiceLoss` as written; the RBF/kernel/norm blocks, `SobelBlock` (needs a GPU; only the
`tune_model=True` constructor builds it), the contrastive loss and the `gluoncv` import left out.
Net: 3 classes. Inputs: prediction (2, 3, 4, 4), label map (2, 1, 4, 4) (real values in (-1, 1):
`one_hot` truncates them to class 0), two (2, 5) signals for the L2 term.
"""
import numpy as np
from mxnet import gluon
from mxnet.gluon.loss import Loss

INPUTS = [(2, 3, 4, 4), (2, 1, 4, 4), (2, 5), (2, 5)]


class LogCoshDiceLoss(Loss):
    r"""Computes the log cosh dice loss.
    Inputs:
        - **pred**: the prediction tensor, where the `batch_axis` dimension
          ranges over batch size and `axis` dimension ranges over the number
          of classes.
        - **label**: the truth tensor.  
    Outputs:
        - **loss**: loss tensor with shape (batch_size,). 
    """
    def __init__(self, num_classes, tune_model=False, axis=1, weight=None, batch_axis=0, **kwargs):
        super(LogCoshDiceLoss, self).__init__(weight, batch_axis, **kwargs)
        self.softmax_cross_entropy_loss = gluon.loss.SoftmaxCELoss(axis=axis, from_logits=True, sparse_label=False, weight=0.1)
        self.mse = gluon.loss.L2Loss()
        self.mae = gluon.loss.L1Loss()
        self._num_classes = num_classes
        self._axis = axis
        self._tune_model = tune_model
        if tune_model:
            self.sobel = SobelBlock()

    def log_cosh_diceloss(self, F, pred, label, weight):
        smooth = 1
        pred_y = F.softmax(pred, axis=1)
        intersection = pred_y * label * weight
        tp = F.mean(intersection, axis=self._batch_axis, exclude=True)
        fp = F.mean(label * weight, axis=self._batch_axis, exclude=True) 
        fn = F.mean(pred_y * weight, axis=self._batch_axis, exclude=True)
        score = (2 * tp + smooth) / (2 * tp + fp + fn + smooth)
        return F.log(F.cosh(1-score))

    def bayes_pred(self, F, x):
        evidence = F.expand_dims(F.sum(x, axis=1), axis=1)
        posterior= x/evidence
        return posterior  

    def hybrid_forward(self, F, pred, label, syn, signal):
        weight = F.Cast(label + 1, np.float32)/self._num_classes
        one_hot = F.one_hot(label, self._num_classes).swapaxes(1, 4)
        one_hot = F.squeeze(one_hot, axis=4)

        log_cosh_diceloss = self.log_cosh_diceloss(F, pred, one_hot, weight)
        mse_loss = self.mse(syn, signal)

        #logits = F.log_softmax(pred, axis=self._axis) * (1 - F.softmax(pred, axis=self._axis))
        #softmax_cross_entropy_loss = self.softmax_cross_entropy_loss(logits, one_hot)

        loss = 100*log_cosh_diceloss + mse_loss
        
        if self._tune_model:
            #pred_labels = F.expand_dims(F.argmax(F.softmax(pred, axis=1), axis=1), axis=1)
            pred_labels = F.expand_dims(F.argmax(self.bayes_pred(F, pred), axis=1), axis=1)
            TvNorm_pred = F.stop_gradient(F.mean(self.sobel(pred_labels, pred.shape[0]), axis=self._batch_axis, exclude=True))
            TvNorm_label = F.stop_gradient(F.mean(self.sobel(label, pred.shape[0]), axis=self._batch_axis, exclude=True))
            TvNorm = self.mae(TvNorm_pred, TvNorm_label)
            loss = loss + TvNorm

        return loss


class Net(LogCoshDiceLoss):
    def __init__(self):
        super(Net, self).__init__(3)
