"""PSENet (scene-text detection) dice loss over the text map and the shrunk kernels: the maps are
taken with tensor slices (`score_pred[:, 0, :, :]`, `score_pred[:, 1:, :, :]`,
`kernel_gt[:, 0, :, :]`), and a pixel-accuracy metric for logging is computed inside
hybrid_forward by a numpy helper (`batch_pix_accuracy`: `output.asnumpy()`) whose result is kept on
the block (`self.pixel_acc`, `self.kernel_acc`).

Source: saicoco/Gluon-PSENet @ bbd203d5ca, model/loss.py (batch_pix_accuracy and DiceLoss,
unchanged).  `Net` is a harness that turns the bench's uniform(-1, 1) inputs into what the
training loop passes: 0/1 text and kernel maps (`raw > 0`), sigmoid scores for the 7 kernel maps
and a 0/1 training mask (`raw > -0.5`).  Inputs: text map (2, 4, 4), kernel maps (2, 6, 4, 4),
scores (2, 7, 4, 4), training mask (2, 4, 4).
"""
from mxnet import gluon
from mxnet import nd as F
import numpy as np

INPUTS = [(2, 4, 4), (2, 6, 4, 4), (2, 7, 4, 4), (2, 4, 4)]


def batch_pix_accuracy(output, target):
    """PixAcc"""
    # inputs are NDarray, output 4D, target 3D
    # the category -1 is ignored class, typically for background / boundary
    n_sample = output.shape[0]
    output = output.asnumpy().reshape((-1,))
    target = target.asnumpy().reshape((-1,))
    predict = np.where(output > 0.7, np.ones_like(output), np.zeros_like(output))
    
    pixel_labeled = np.sum(target > 0)
    pixel_correct = np.sum((predict == target)*(target > 0))
    
    assert pixel_correct <= pixel_labeled, "Correct area should be smaller than Labeled"
    acc = 1.0 * pixel_correct / (pixel_labeled + 1e-5)
    return acc


class DiceLoss(gluon.loss.Loss):

    def __init__(self, lam=0.7, weight=None, batch_axis=0, num_kernels=7, **kwargs):
        super(DiceLoss, self).__init__(weight=weight, batch_axis=batch_axis, **kwargs)
        self.lam = lam
        self.kernel_loss = 0.
        self.C_loss = 0.
        self.pixel_acc = None
        self.kernel_acc = None
        self.num_kernels = num_kernels

    def hybrid_forward(self, F, score_gt, kernel_gt, score_pred, training_masks, *args, **kwargs):
        """
        kernels map's order: [1, ..., 0.5]
        """
        C_pred = score_pred[:, 0, :, :]
        self.pixel_acc = batch_pix_accuracy(C_pred, score_gt)
        # classification loss
        eps = 1e-5
        intersection = F.sum(score_gt * C_pred * training_masks, axis=(1, 2))
        union = F.sum(training_masks * score_gt * score_gt, axis=(1, 2)) + F.sum(training_masks * C_pred * C_pred, axis=(1, 2)) + eps
        
        C_dice_loss = 1. - (2 * intersection) / (union)

        # loss for kernel
        kernel_mask = F.where(training_masks * C_pred > 0.5, F.ones_like(C_pred), F.zeros_like(C_pred))
        kernel_mask = F.expand_dims(kernel_mask, axis=1)
        kernel_mask = F.repeat(kernel_mask, repeats=self.num_kernels-1, axis=1)
        self.kernel_acc = batch_pix_accuracy(score_pred[:, 1, :, :] * score_gt, kernel_gt[:, 0, :, :])
        kernel_intersection = F.sum(kernel_gt * score_pred[:, 1:, :, :] * kernel_mask, axis=(2, 3))
        kernel_union = F.sum(kernel_gt * kernel_gt * kernel_mask, axis=(2, 3)) + F.sum(score_pred[:, 1:, :, :] * score_pred[:, 1:, :, :] * kernel_mask, axis=(2, 3)) + eps
        kernel_dice = 1. - (2 * kernel_intersection) / kernel_union
    
        kernel_dice_loss = F.mean(kernel_dice, axis=1)
        self.C_loss = C_dice_loss
        self.kernel_loss = kernel_dice_loss
        
        loss = self.lam * C_dice_loss + (1. - self.lam) *  kernel_dice_loss

        return loss


class Net(gluon.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.loss = DiceLoss()

    def hybrid_forward(self, F, raw_gt, raw_kernels, raw_scores, raw_mask):
        return self.loss(raw_gt > 0, raw_kernels > 0, F.sigmoid(raw_scores), raw_mask > -0.5)
