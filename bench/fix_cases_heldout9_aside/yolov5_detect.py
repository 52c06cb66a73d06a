"""YOLOv5 detection head at inference: per scale `bs, _, ny, nx = x.shape` into reshapes, the box
decoded from `tmp[..., 0:2]`, `tmp[..., 2:4]`, `tmp[..., 4:]` against grids a helper builds with
`nd.array(range(ny))` from those sizes and stores on `self.grid[i]`, joined with `nd.concat`, and
`tmp.reshape(bs, -1, self.no)` with positional sizes.

Source: CortexFoundation/yolov5_mxnet @ 22489d3f01, yolo.py (detect, `mode` other than "train"),
unchanged but for the class name, the defaults (2 classes where the model passes 80; the anchors
the model passes; channels 4/6/8) and the input sizes (feature maps 4x4, 2x2, 1x1).
"""
import mxnet as mx
from mxnet.gluon import nn
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(1, 4, 4, 4), (1, 6, 2, 2), (1, 8, 1, 1)]
ANCHORS = ([10, 13, 16, 30, 33, 23], [30, 61, 62, 45, 59, 119], [116, 90, 156, 198, 373, 326])


class Net(HybridBlock):
    def __init__(self, batch_size=1, nc=2, anchors=ANCHORS, ch=(4, 6, 8), inplace=True, mode="val", ctx=mx.cpu()):
        super(Net, self).__init__()
        self.ctx = ctx
        self.mode = mode
        self.batch_size = batch_size
        self.nc=nc
        self.no=nc+5
        self.nl=len(anchors)
        self.na=len(anchors[0])//2
        self.grid=[nd.zeros((1), ctx=self.ctx)]*self.nl
        self.anchor_grid=[nd.zeros((1), ctx=self.ctx)]*self.nl
        self.stride = nd.array([8., 16., 32.], ctx=self.ctx)
        self.m0 = nn.Conv2D(self.no*self.na,1)
        self.m1 = nn.Conv2D(self.no*self.na,1)
        self.m2 = nn.Conv2D(self.no*self.na,1)
        self.anchors = nd.array([[[ 1.25000,  1.62500],
                                  [ 2.00000,  3.75000],
                                  [ 4.12500,  2.87500]],
                                 [[ 1.87500,  3.81250],
                                  [ 3.87500,  2.81250],
                                  [ 3.68750,  7.43750]],
                                 [[ 3.62500,  2.81250],
                                  [ 4.87500,  6.18750],
                                  [11.65625, 10.18750]]
                                 ], ctx=self.ctx)
    def hybrid_forward(self, F, x, y, z):
        #for i in range(self.nl):
        #    x[i] = self.m[i](x[i])
        #    bs, _, ny, nx = x[i].shape
        #    x[i] = nd.transpose(x[i].reshape(bs, self.na, self.no, ny, nx), axes=(0,1,3,4,2))
        x = self.m0(x)
        y = self.m1(y)
        z = self.m2(z)
        if self.mode == "train":
            #bs, _, ny, nx = x[0].shape
            bs, _, ny, nx = x.infer_shape(data=(self.batch_size,3,640,640))[1][0]
            #x[0] = F.transpose(x[0].reshape(bs, self.na, self.no, ny, nx), axes=(0,1,3,4,2))
            x = F.transpose(x.reshape((bs, self.na, self.no, ny, nx)), axes=(0,1,3,4,2))

            #bs, _, ny, nx = x[1].shape
            bs, _, ny, nx = y.infer_shape(data=(self.batch_size,3,640,640))[1][0]
            #x[1] = F.transpose(x[1].reshape(bs, self.na, self.no, ny, nx), axes=(0,1,3,4,2))
            y = F.transpose(y.reshape((bs, self.na, self.no, ny, nx)), axes=(0,1,3,4,2))

            #bs, _, ny, nx = x[2].shape
            bs, _, ny, nx = z.infer_shape(data=(self.batch_size,3,640,640))[1][0]
            #x[2] = F.transpose(x[2].reshape(bs, self.na, self.no, ny, nx), axes=(0,1,3,4,2))
            z = F.transpose(z.reshape((bs, self.na, self.no, ny, nx)), axes=(0,1,3,4,2))
            #if not self.training:
            return (x, y, z)
        else:
            out = []
            bs, _, ny, nx = x.shape
            x = x.reshape((bs, self.na, self.no, ny, nx)).transpose((0,1,3,4,2))
            self.grid[0], self.anchor_grid[0] = self._make_grid(nx, ny, 0)
            tmp = x.sigmoid()
            xy = (tmp[..., 0:2] * 2 - 0.5 + self.grid[0]) * self.stride[0]  # xy
            wh = (tmp[..., 2:4] * 2) ** 2 * self.anchor_grid[0]  # wh
            tmp = nd.concat(xy, wh, tmp[..., 4:], dim=-1)
            out.append(tmp.reshape(bs, -1, self.no))

            bs, _, ny, nx = y.shape
            y = y.reshape((bs, self.na, self.no, ny, nx)).transpose((0,1,3,4,2))
            self.grid[1], self.anchor_grid[1] = self._make_grid(nx, ny, 1)
            tmp = y.sigmoid()
            xy = (tmp[..., 0:2] * 2 - 0.5 + self.grid[1]) * self.stride[1]  # xy
            wh = (tmp[..., 2:4] * 2) ** 2 * self.anchor_grid[1]  # wh
            tmp = nd.concat(xy, wh, tmp[..., 4:], dim=-1)
            out.append(tmp.reshape(bs, -1, self.no))

            bs, _, ny, nx = z.shape
            z = z.reshape((bs, self.na, self.no, ny, nx)).transpose((0,1,3,4,2))
            self.grid[2], self.anchor_grid[2] = self._make_grid(nx, ny, 2)
            tmp = z.sigmoid()
            xy = (tmp[..., 0:2] * 2 - 0.5 + self.grid[2]) * self.stride[2]  # xy
            wh = (tmp[..., 2:4] * 2) ** 2 * self.anchor_grid[2]  # wh
            tmp = nd.concat(xy, wh, tmp[..., 4:], dim=-1)
            out.append(tmp.reshape(bs, -1, self.no))

            return nd.concat(*out, dim=1)

    def _make_grid(self, nx=20, ny=20, i=0):
        yv = nd.array(range(ny))[:,None].repeat(nx,axis=1)
        xv = nd.array(range(nx))[None,:].repeat(ny,axis=0)
        grid = nd.concat(xv[...,None], yv[...,None], dim=2)[None,None,...].repeat(self.na, axis=1)
        grid = nd.Cast(grid, dtype="float32")

        anchor_grid = (self.anchors[i].copy() * self.stride[i])
        anchor_grid = anchor_grid[None,:, None, None,:]
        anchor_grid = anchor_grid.repeat(ny, axis=-3)
        anchor_grid = anchor_grid.repeat(nx, axis=-2)
        return grid, anchor_grid

