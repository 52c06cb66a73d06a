"""HRNet's get_final_preds without the host loop: the peak of every heatmap by argmax over H*W, its
four neighbours read by `F.pick` at idx +- 1 and idx +- W (clipped into the map), the quarter-pixel
shift towards the higher neighbour `coords += F.sign(diff) * .25` on x and y, the shift dropped on
the border where `1 < px < width - 1` does not hold, and the coordinates brought back to the input
size by `* self.image_size[0] / heatmap_width`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 8, 6)]


class Net(nn.HybridBlock):
    def __init__(self, image_size=(24, 32), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.image_size = image_size

    def hybrid_forward(self, F, batch_heatmaps):
        heatmap_height = batch_heatmaps.shape[2]
        heatmap_width = batch_heatmaps.shape[3]
        flat = batch_heatmaps.reshape((0, 0, -1))
        idx = F.argmax(flat, axis=2)
        px = idx % heatmap_width
        py = F.floor(idx / heatmap_width)

        hw = heatmap_height * heatmap_width
        right = F.pick(flat, F.clip(idx + 1, 0, hw - 1), axis=2)
        left = F.pick(flat, F.clip(idx - 1, 0, hw - 1), axis=2)
        down = F.pick(flat, F.clip(idx + heatmap_width, 0, hw - 1), axis=2)
        up = F.pick(flat, F.clip(idx - heatmap_width, 0, hw - 1), axis=2)

        inner_x = (px > 1) * (px < heatmap_width - 1)
        inner_y = (py > 1) * (py < heatmap_height - 1)
        coords = F.stack(px, py, axis=2)
        coords += F.stack(F.sign(right - left) * .25 * inner_x,
                          F.sign(down - up) * .25 * inner_y, axis=2)

        scale_x = self.image_size[0] / heatmap_width
        scale_y = self.image_size[1] / heatmap_height
        coords = coords * F.array([scale_x, scale_y]).reshape((1, 1, 2))
        return coords
