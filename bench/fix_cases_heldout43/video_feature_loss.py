"""Temporal feature loss of a video style-transfer code base: `FeatureLoss.hybrid_forward(self, F, x,
xlast, flow, mask)` unpacks `_,channels,h,w = x.shape`, resizes the flow with the module helper
`resize_flow` (`flow.shape[1]`/`[2]`, `mx.nd.contrib.BilinearResize2D`, then `rsz_flw[:,0,:,:] *=
height / ori_height` and the same for the width: in-place scaling of one channel each), resizes the
mask with `F.contrib.BilinearResize2D(mask, width=w, height=h)`, warps the previous features with
`warp` (`mx.nd.GridGenerator`, `mx.nd.BilinearSampler`) and sums `mx.nd.square(x-warpres) *
rsz_mask` divided by `float(h*w)`. Eagerly it runs; hybridized `x.shape` is an AttributeError of
the Symbol.

Source: a public MXNet video style-transfer code base's losses (find_string id 97537016, the file of
`video_luminance_loss.py` in this set; read by an analyzer held-out round, tests/corpus/HELDOUT.md,
"video style losses"; in no fix set), `resize_flow`, `warp` and `FeatureLoss` as written; the
TV/MSE/SSE losses, the luminance helpers and `LuminanceLoss` left out. Net: the defaults. Inputs:
features x and xlast (2, 3, 4, 5), a flow (2, 2, 8, 10) and a mask (2, 1, 8, 10) at twice the
features' size.
"""
import mxnet as mx
import mxnet.gluon as gluon

INPUTS = [(2, 3, 4, 5), (2, 3, 4, 5), (2, 2, 8, 10), (2, 1, 8, 10)]


def resize_flow(flow, width, height):
    ori_height = flow.shape[1]
    ori_width = flow.shape[2]
    rsz_flw = mx.nd.contrib.BilinearResize2D(
        flow,
        height=height,
        width=width)
    rsz_flw[:,0,:,:] *= height / ori_height
    rsz_flw[:,1,:,:] *= width / ori_width
    return rsz_flw


def warp(x, flow):
    """
    warp an image/tensor (im2) back to im1, according to the optical flow
    x: [B, C, H, W] (im2)
    flo: [B, 2, H, W] flow
    """
    gg_data = mx.nd.GridGenerator(data=flow, transform_type='warp')
    warp_out = mx.nd.BilinearSampler(data=x, grid=gg_data)
    return warp_out

class FeatureLoss(gluon.loss.Loss):
    def __init__(self, weight=1.0, batch_axis=0, **kwargs):
        super(FeatureLoss, self).__init__(weight, batch_axis, **kwargs)

    def hybrid_forward(self, F, x, xlast, flow, mask):
        _,channels,h,w = x.shape
        rsz_flow = resize_flow(flow, w, h)
        rsz_mask = F.contrib.BilinearResize2D(
            mask,
            width=w,
            height=h)
        warpres = warp(xlast, rsz_flow)
        loss = mx.nd.sum(mx.nd.square(x-warpres) * rsz_mask, axis=self._batch_axis, exclude=True) / float(h*w)
        return loss


class Net(FeatureLoss):
    def __init__(self):
        super(Net, self).__init__()
