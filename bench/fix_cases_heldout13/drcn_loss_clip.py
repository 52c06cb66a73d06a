"""Deep Reconstruction-Classification Network loss with loss clipping: each part's norm is read
back to python to decide whether to rescale it, `if classification_loss_norm.asscalar() >
self.__grad_clip_threshold:` (and the same for the reconstruction loss) -- `.asscalar()` feeding an
`if`, which a Symbol cannot answer.

Source: a public Gluon library of the accel-brain code base (find_string id 7876896469,
".asscalar() > self."), DRCNLoss.hybrid_forward unchanged; the class is renamed `Net`, the mixin
`ComputableLoss` (a `compute()` wrapper) and the `compute` method dropped, and
`grad_clip_threshold=6.0` made the default (it is 0.0, clipping off, unless a caller sets it; at 6.0
the harness inputs clip the reconstruction part, norm 10.1, and not the classification part, 5.2).
Inputs: decoded and observed images (2, 3, 4, 4), class scores and soft labels (2, 5).
"""
from mxnet.gluon.loss import Loss
import numpy as np
from mxnet.gluon.loss import _reshape_like, _apply_weighting

INPUTS = [(2, 3, 4, 4), (2, 5), (2, 3, 4, 4), (2, 5)]


class Net(Loss):
    '''
    Loss function of Deep Reconstruction-Classification Networks.

    References:
        - Ghifary, M., Kleijn, W. B., Zhang, M., Balduzzi, D., & Li, W. (2016, October). Deep reconstruction-classification networks for unsupervised domain adaptation. In European Conference on Computer Vision (pp. 597-613). Springer, Cham.
    '''

    def __init__(
        self,
        axis=-1,
        sparse_label=False,
        rc_lambda=0.75,
        from_logits=False,
        log_softmax_flag=True,
        weight=1.0,
        classification_weight=None,
        reconstruction_weight=None,
        grad_clip_threshold=6.0,
        batch_axis=0,
        **kwargs
    ):
        super(Net, self).__init__(
            weight,
            batch_axis,
            **kwargs
        )
        self._axis = axis
        self._sparse_label = sparse_label
        self._from_logits = from_logits
        self.__log_softmax_flag = log_softmax_flag
        self.__rc_lambda = rc_lambda
        self.__classification_weight = classification_weight
        self.__reconstruction_weight = reconstruction_weight
        self.__grad_clip_threshold = grad_clip_threshold

    def hybrid_forward(
        self,
        F,
        decoded_arr,
        pred_arr,
        observed_arr,
        label_arr,
        sample_weight=None
    ):
        if not self._from_logits:
            if self.__log_softmax_flag is True:
                pred_arr = F.log_softmax(pred_arr, self._axis)
            else:
                pred_arr = pred_arr - F.reshape(F.max(pred_arr, axis=self._axis), shape=(-1, 1))
                pred_arr = F.exp(pred_arr)
                pred_arr = pred_arr / F.reshape(F.sum(pred_arr, axis=self._axis), shape=(-1, 1))

        if self._sparse_label:
            classification_loss_arr = -F.pick(pred_arr, label_arr, axis=self._axis, keepdims=True)
        else:
            label_arr = _reshape_like(F, label_arr, pred_arr)
            classification_loss_arr = -F.sum(pred_arr * label_arr, axis=self._axis, keepdims=True)

        if self.__grad_clip_threshold > 0:
            classification_loss_norm = F.norm(classification_loss_arr)
            if classification_loss_norm.asscalar() > self.__grad_clip_threshold:
                classification_loss_arr = classification_loss_arr * self.__grad_clip_threshold / classification_loss_norm

        if self.__classification_weight is None:
            classification_loss_arr = _apply_weighting(F, classification_loss_arr, self._weight, sample_weight)
        else:
            classification_loss_arr = _apply_weighting(F, classification_loss_arr, self.__classification_weight, sample_weight)

        classification_loss_arr = _apply_weighting(F, classification_loss_arr, self.__rc_lambda, sample_weight)
        classification_loss = F.mean(classification_loss_arr, axis=self._batch_axis, exclude=True)

        observed_arr = _reshape_like(F, observed_arr, decoded_arr)
        reconstruction_loss_arr = F.square(observed_arr - decoded_arr)

        if self.__grad_clip_threshold > 0:
            reconstruction_loss_norm = F.norm(reconstruction_loss_arr)
            if reconstruction_loss_norm.asscalar() > self.__grad_clip_threshold:
                reconstruction_loss_arr = reconstruction_loss_arr * self.__grad_clip_threshold / reconstruction_loss_norm

        if self.__reconstruction_weight is None:
            reconstruction_loss_arr = _apply_weighting(F, reconstruction_loss_arr, self._weight / 2, sample_weight)
        else:
            reconstruction_loss_arr = _apply_weighting(F, reconstruction_loss_arr, self.__reconstruction_weight / 2, sample_weight)

        reconstruction_loss_arr = _apply_weighting(F, reconstruction_loss_arr, (1 - self.__rc_lambda), sample_weight)
        reconstruction_loss = F.mean(reconstruction_loss_arr, axis=self._batch_axis, exclude=True)

        return classification_loss + reconstruction_loss, classification_loss, reconstruction_loss
