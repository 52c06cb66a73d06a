"""PSENet (scene-text detection) dice loss with online hard example mining: the batch is walked in
python (`for i in range(score_gt.shape[0])` over `score_gt[i:i+1]`), each image's negative count
is decided by tensor comparisons in python (`if pos_num == 0`, `min(pos_num * 3, neg_num)`) and
the threshold is read from a sorted tensor at that count (`neg_score_sorted[neg_num - 1]`); the
maps are tensor slices and a numpy pixel-accuracy metric is kept on the block, as in
psenet_dice_loss.py.

Source: a copy of saicoco/Gluon-PSENet's model/loss.py stored as id 238813856 (read_file; repository
not given by the index), batch_pix_accuracy and DiceLoss_with_OHEM unchanged but for the copy's black
formatting, which is undone here (the code is the repository's bbd203d5ca version but for one
argument: the copy hands `_ohem_single` the text-map scores `score_pred[i:i+1, 0, :, :]` where the
repository passes all seven maps, `score_pred[i:i+1]`, which do not broadcast against the (1, H, W)
text map and fail eagerly too).  `Net` is the same harness as psenet_dice_loss.py's (0/1 maps,
sigmoid scores, a 0/1 training mask).  Inputs: text map (2, 4, 4), kernel maps (2, 6, 4, 4),
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



class DiceLoss_with_OHEM(gluon.loss.Loss):

    def __init__(self, lam=0.7, weight=None, batch_axis=0, debug=False, num_kernels=7, **kwargs):
        super(DiceLoss_with_OHEM, self).__init__(weight=weight, batch_axis=batch_axis, **kwargs)
        self.lam = lam
        self.kernel_loss = 0.
        self.C_loss = 0.
        self.pixel_acc = None
        self.debug = debug
        self.num_kernels = num_kernels
        self.kernel_acc = None


    def _ohem_single(self, score_gt, score_pred, training_masks):
        if self.debug:
            print("score_gt_shape:", score_gt.shape, "score_pred_shape:", score_pred.shape, \
                "train_mask_shape:", training_masks.shape)
        pos_gt_thres = F.where(score_gt > 0.5, F.ones_like(score_gt), F.zeros_like(score_gt))
        pos_num = F.sum(pos_gt_thres) - F.sum(pos_gt_thres * training_masks)

        if pos_num == 0:
            selected_mask = training_masks
            return selected_mask

        neg_lt_thres = F.where(score_gt <= 0.5, F.ones_like(score_gt), F.zeros_like(score_gt))
        neg_num = F.sum(neg_lt_thres)
        neg_num = min(pos_num * 3, neg_num)

        if neg_num == 0:
            selected_mask = training_masks
            return training_masks
        neg_score = neg_lt_thres * score_pred
        neg_score_sorted = F.sort(neg_score.reshape(-1), is_ascend=0, axis=None)
        threshold = neg_score_sorted[neg_num - 1]
        score_gt_thres = F.where(score_pred >= threshold, F.ones_like(score_pred), F.zeros_like(score_pred))

        trained_sample_mask = F.logical_or(score_gt_thres, pos_gt_thres)
        selected_mask = F.logical_and(trained_sample_mask, training_masks)

        return selected_mask


    def hybrid_forward(self, F, score_gt, kernel_gt, score_pred, training_masks, *args, **kwargs):

        # cal ohem mask
        selected_masks = []
        for i in range(score_gt.shape[0]):
            # cal for text region
            selected_mask = self._ohem_single(score_gt[i:i+1], score_pred[i:i+1, 0, :, :], training_masks[i:i+1])
            selected_masks.append(selected_mask)
        selected_masks = F.concat(*selected_masks, dim=0)

        C_pred = score_pred[:, 0, :, :]
        self.pixel_acc = batch_pix_accuracy(C_pred, score_gt)
        # classification loss
        eps = 1e-5
        intersection = F.sum(score_gt * C_pred * selected_masks, axis=(1, 2))
        union = F.sum(selected_masks * score_gt * score_gt, axis=(1, 2)) + F.sum(selected_masks * C_pred * C_pred, axis=(1, 2)) + eps
        
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
            self.loss = DiceLoss_with_OHEM()

    def hybrid_forward(self, F, raw_gt, raw_kernels, raw_scores, raw_mask):
        return self.loss(raw_gt > 0, raw_kernels > 0, F.sigmoid(raw_scores), raw_mask > -0.5)
