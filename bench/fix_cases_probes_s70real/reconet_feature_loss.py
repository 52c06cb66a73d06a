"""A video style-transfer network's temporal feature loss: `_, channels, h, w = x.shape`, the
optical flow resized to the features by a module helper (`mx.nd.contrib.BilinearResize2D`, then
its two channels rescaled in place by the size ratios), the mask resized by
`F.contrib.BilinearResize2D(mask, width=w, height=h)`, the previous features warped (`mx.nd`
helpers), a sum divided by `float(h*w)`.

Source: papercatnku/reconet-gluon utils/losses.py (FeatureLoss.hybrid_forward, resize_flow, warp)
at 41c237c2d5ab14af8fc19ad6e4360568e0eb1aac; adapted: the class named Net.
"""
import mxnet as mx
import mxnet.gluon as gluon


INPUTS = [(2, 4, 6, 6), (2, 4, 6, 6), (2, 2, 12, 12), (2, 1, 12, 12)]


def resize_flow(flow, width, height):
    ori_height = flow.shape[1]
    ori_width = flow.shape[2]
    rsz_flw = mx.nd.contrib.BilinearResize2D(
        flow,
        height=height,
        width=width)
    rsz_flw[:, 0, :, :] *= height / ori_height
    rsz_flw[:, 1, :, :] *= width / ori_width
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


class Net(gluon.loss.Loss):
    def __init__(self, weight=1.0, batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)

    def hybrid_forward(self, F, x, xlast, flow, mask):
        _, channels, h, w = x.shape
        rsz_flow = resize_flow(flow, w, h)
        rsz_mask = F.contrib.BilinearResize2D(
            mask,
            width=w,
            height=h)
        warpres = warp(xlast, rsz_flow)
        loss = mx.nd.sum(mx.nd.square(x - warpres) * rsz_mask, axis=self._batch_axis, exclude=True) / float(h * w)
        return loss
