"""An early PSENet (scene-text detection) dice loss: each shrunk kernel's dice is read out with
`.asscalar()` into a python list that `F.array(kernel_dices)` turns back into a tensor for the
mean, so the kernel part of the loss is a constant to autograd and a Symbol has no `.asscalar()`.

Source: saicoco/Gluon-PSENet @ 1e2a4c6c71, model/loss.py (DiceLoss, unchanged; the file's
DiceLoss_with_OHEM and `__main__` left out).  `Net` is a harness for the bench's uniform(-1, 1)
inputs: 0/1 text and kernel maps (`raw > 0`), sigmoid scores and a 0/1 training mask
(`raw > -0.5`).  Inputs: maps (2, 6, 4, 4) (5 kernels and the text map), scores (2, 6, 4, 4),
training mask (2, 1, 4, 4).
"""
from mxnet import gluon
from mxnet import nd as F

INPUTS = [(2, 6, 4, 4), (2, 6, 4, 4), (2, 1, 4, 4)]


class DiceLoss(gluon.loss.Loss):

    def __init__(self, lam=0.7, weight=None, batch_axis=0, **kwargs):
        super(DiceLoss, self).__init__(weight=weight, batch_axis=batch_axis, **kwargs)
        self.lam = lam
        self.kernel_loss = 0.
        self.C_loss = 0.

    def hybrid_forward(self, F, score_gt, score_pred, training_masks, *args, **kwargs):
        s1, s2, s3, s4, s5, C = F.split(score_gt, num_outputs=6, axis=1)
        s1_pred, s2_pred, s3_pred, s4_pred, s5_pred, C_pred = F.split(score_pred, num_outputs=6, axis=1)

        # classification loss
        eps = 1e-5
        intersection = F.sum(C * C_pred * training_masks)
        union = F.sum(training_masks * C * C) + F.sum(training_masks * C_pred * C_pred) + eps
        C_dice_loss = 1. - F.mean((2 * intersection / union))
        # print("C_dice_loss:", C_dice_loss)
        # loss for kernel
        kernel_dices = []
        for s, s_pred in zip([s1, s2, s3, s4, s5], [s1_pred, s2_pred, s3_pred, s4_pred, s5_pred]):
            kernel_mask = F.where(s > 0.5, F.ones_like(s), F.zeros_like(s))
            kernel_intersection = F.sum(s * s_pred * training_masks * kernel_mask)
            kernel_union = F.sum(training_masks * s * s * kernel_mask) + F.sum(
                training_masks * s_pred * s_pred * kernel_mask) + eps
            kernel_dice = 2. * kernel_intersection / kernel_union
            kernel_dices.append(kernel_dice.asscalar())
        kernel_dice_loss = 1. - F.mean(F.array(kernel_dices))
        # print("kernel_loss:", kernel_dice_loss)
        self.C_loss = C_dice_loss
        self.kernel_loss = kernel_dice_loss
        
        loss = self.lam * C_dice_loss + (1. - self.lam) * kernel_dice_loss

        return loss


class Net(gluon.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.loss = DiceLoss()

    def hybrid_forward(self, F, raw_maps, raw_scores, raw_mask):
        return self.loss(raw_maps > 0, F.sigmoid(raw_scores), raw_mask > -0.5)
